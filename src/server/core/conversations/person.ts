/** A member of the business acting in a conversation, known by the name customers see. */
export type Person = { name: string };
