/** A member of the business acting in a conversation, known by the name customers see. */
export type Person = {
  name: string;
  /** Their sign-in, when a person of the team acts (not a program's key). */
  userId?: string;
};
