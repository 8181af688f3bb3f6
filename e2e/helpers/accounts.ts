/** Accounts the browser suite signs in with; e2e/helpers/prepare-data.ts creates them. */
export const accounts = {
  /** The stored session every portal spec starts from (e2e/auth.setup.ts). */
  owner: { email: 'owner@example.com', password: 'owner-password-2026', name: 'Olivia Owner' },
  /** Signs in and out on its own, so signing out never ends the stored session. */
  session: { email: 'session@example.com', password: 'session-password-2026', name: 'Sam Session' },
  /** Has its password reset by the forgot-password spec. */
  reset: { email: 'reset@example.com', password: 'reset-password-2026', name: 'Riley Reset' },
  /** Signs out from the portal's user menu (e2e/portal-shell.spec.ts). */
  shell: { email: 'shell@example.com', password: 'shell-password-2026', name: 'Shay Shell' },
  /** Reads one notification (e2e/notifications.spec.ts). */
  notifications: {
    email: 'notifications@example.com',
    password: 'notify-password-2026',
    name: 'Nico Notify',
  },
  /** Marks all notifications read (e2e/notifications.spec.ts). */
  notificationsAll: {
    email: 'notifications-all@example.com',
    password: 'notify-all-password-2026',
    name: 'Nadia Notify',
  },
  /** Owns a team: invites an agent, then reads the audit log (e2e/team.spec.ts). */
  team: { email: 'team-owner@example.com', password: 'team-password-2026', name: 'Tara Team' },
  /**
   * Owns a second team, for the same spec's other repeat (--repeat-each=2 runs both at once):
   * each repeat's owner, agent and round robin are then its own.
   */
  teamRepeat: {
    email: 'team-owner-2@example.com',
    password: 'team-password-2026',
    name: 'Toni Team',
  },
  /** Has its display name edited (e2e/profile.spec.ts). */
  profile: {
    email: 'profile@example.com',
    password: 'profile-password-2026',
    name: 'Priya Profile',
  },
  /** Has its password changed from the profile (e2e/profile.spec.ts). */
  password: {
    email: 'password@example.com',
    password: 'password-change-2026',
    name: 'Paolo Password',
  },
  /** Fills and activates the business briefing (e2e/agents.spec.ts). */
  briefing: {
    email: 'briefing@example.com',
    password: 'briefing-password-2026',
    name: 'Bianca Briefing',
  },
  /** Moves the personality sliders and saves them (e2e/agents.spec.ts). */
  personality: {
    email: 'personality@example.com',
    password: 'personality-password-2026',
    name: 'Pablo Personality',
  },
  /** Creates, duplicates, toggles and deletes agents (e2e/agents.spec.ts). */
  agents: {
    email: 'agents@example.com',
    password: 'agents-password-2026',
    name: 'Ada Agents',
  },
  /** Pairs a new WhatsApp instance through the whole QR cycle (e2e/integrations.spec.ts). */
  whatsappPairing: {
    email: 'whatsapp-pairing@example.com',
    password: 'whatsapp-pairing-2026',
    name: 'Wanda Pairing',
  },
  /** Writes from the simulated phone and answers in the inbox (e2e/whatsapp-phone.spec.ts). */
  whatsappPhone: {
    email: 'whatsapp-phone@example.com',
    password: 'whatsapp-phone-2026',
    name: 'Wes Phone',
  },
  /** Lets a QR code expire (e2e/integrations.spec.ts). */
  whatsappExpiry: {
    email: 'whatsapp-expiry@example.com',
    password: 'whatsapp-expiry-2026',
    name: 'Walt Expiry',
  },
  /** Toggles, refreshes and deletes WhatsApp instances (e2e/integrations.spec.ts). */
  whatsappCards: {
    email: 'whatsapp-cards@example.com',
    password: 'whatsapp-cards-2026',
    name: 'Winnie Cards',
  },
  /** Connects Google Calendar through the local Google, chooses calendars and disconnects (e2e/google-calendar.spec.ts). */
  calendars: {
    email: 'calendars@example.com',
    password: 'calendars-password-2026',
    name: 'Cal Endar',
  },
  /** Shows Google Calendar unconnected and connected, at phone and desktop widths (e2e/google-calendar.spec.ts). */
  googleCalendarLayout: {
    email: 'google-calendar-layout@example.com',
    password: 'google-calendar-layout-2026',
    name: 'Gil Layout',
  },
  /** Connects Apple Calendar to a CalDAV server, chooses calendars and disconnects (e2e/apple-calendar.spec.ts). */
  appleCalendar: {
    email: 'apple-calendar@example.com',
    password: 'apple-calendar-password-2026',
    name: 'Andy Apple',
  },
  /** Shows Apple Calendar unconnected and connected, at phone and desktop widths (e2e/apple-calendar.spec.ts). */
  appleCalendarLayout: {
    email: 'apple-calendar-layout@example.com',
    password: 'apple-calendar-layout-2026',
    name: 'Lou Layout',
  },
  /** Sets hours, adds a service and cancels a booking (e2e/appointments.spec.ts). */
  appointments: {
    email: 'appointments@example.com',
    password: 'appointments-password-2026',
    name: 'Abel Appointments',
  },
  /** Books a customer in and gives them the manage link they move and cancel it with (e2e/manage-booking.spec.ts). */
  manageBooking: {
    email: 'manage-booking@example.com',
    password: 'manage-booking-password-2026',
    name: 'Mara Manage',
  },
  /** Books customers in for the manage page's look at phone and desktop widths (e2e/manage-booking.spec.ts). */
  manageBookingLayout: {
    email: 'manage-booking-layout@example.com',
    password: 'manage-booking-layout-2026',
    name: 'Lia Layout',
  },
  /** Creates, reveals, copies and deletes API keys (e2e/integrations.spec.ts). */
  apiKeys: {
    email: 'api-keys@example.com',
    password: 'api-keys-password-2026',
    name: 'Kai Keys',
  },
  /** Upgrades its plan to Professional (e2e/billing.spec.ts). */
  upgrade: {
    email: 'upgrade@example.com',
    password: 'upgrade-password-2026',
    name: 'Uma Upgrade',
  },
  /** Submits support tickets (e2e/support.spec.ts). */
  tickets: {
    email: 'tickets@example.com',
    password: 'tickets-password-2026',
    name: 'Tia Tickets',
  },
  /** Adds, uploads and deletes knowledge, and asks about it (e2e/knowledge.spec.ts). */
  knowledge: {
    email: 'knowledge@example.com',
    password: 'knowledge-password-2026',
    name: 'Kim Knowledge',
  },
  /**
   * Adds other ways of asking a Q&A, on AI Configuration and from Analytics, and asks them in
   * the playground (e2e/phrasings.spec.ts).
   */
  phrasings: {
    email: 'phrasings@example.com',
    password: 'phrasings-password-2026',
    name: 'Phil Phrasings',
  },
  /** Imports Q&A pairs from a CSV file and asks about them (e2e/qa-import.spec.ts). */
  qaImport: {
    email: 'qa-import@example.com',
    password: 'qa-import-password-2026',
    name: 'Quinn Import',
  },
  /** Talks to an agent, then finds, reads, exports and deletes it in History (e2e/history.spec.ts). */
  history: {
    email: 'history@example.com',
    password: 'history-password-2026',
    name: 'Hal History',
  },
  /** Puts its agent's widget on another website and talks to it there (e2e/widget.spec.ts). */
  widget: {
    email: 'widget@example.com',
    password: 'widget-password-2026',
    name: 'Wendy Widget',
  },
  /** Its widget's visitor starts chat after chat until offered to leave a message (e2e/widget.spec.ts). */
  widgetChats: {
    email: 'widget-chats@example.com',
    password: 'widget-chats-password-2026',
    name: 'Carla Chats',
  },
  /** A visitor books a test drive through its widget, into a real CalDAV calendar (e2e/widget-booking.spec.ts). */
  widgetBooking: {
    email: 'widget-booking@example.com',
    password: 'widget-booking-password-2026',
    name: 'Bruno Booking',
  },
  /** Tries booking in its playground (e2e/widget-booking.spec.ts). */
  playgroundBooking: {
    email: 'playground-booking@example.com',
    password: 'playground-booking-password-2026',
    name: 'Pia Playground',
  },
  /** Sets office hours that keep its team away, then hands a widget chat over (e2e/office-hours.spec.ts). */
  officeHours: {
    email: 'office-hours@example.com',
    password: 'office-hours-password-2026',
    name: 'Oscar Hours',
  },
  /** Answers a widget visitor who left, by mail, and the visitor comes back through the link (e2e/follow-up.spec.ts). */
  followUp: {
    email: 'follow-up@example.com',
    password: 'follow-up-password-2026',
    name: 'Fiona Follow',
  },
  /** Chats with its agent in the Channels page's preview (e2e/widget.spec.ts). */
  widgetPreview: {
    email: 'widget-preview@example.com',
    password: 'widget-preview-password-2026',
    name: 'Paula Preview',
  },
  /** Answers a customer of the API from the live inbox, counting who waits (e2e/inbox.spec.ts). */
  inbox: {
    email: 'inbox@example.com',
    password: 'inbox-password-2026',
    name: 'Ines Inbox',
  },
  /**
   * Opens a conversation of the inbox at phone width (e2e/inbox.spec.ts): an account of its own,
   * so its customer never adds to the count of those waiting that the other inbox test reads.
   */
  inboxPhone: {
    email: 'inbox-phone@example.com',
    password: 'inbox-phone-password-2026',
    name: 'Ivo Inbox',
  },
  /** Reads an agent's analytics and answers a question it could not (e2e/analytics.spec.ts). */
  analytics: {
    email: 'analytics@example.com',
    password: 'analytics-password-2026',
    name: 'Ana Analytics',
  },
  /** Starts with nothing, so its getting-started checklist starts at 0 (e2e/onboarding.spec.ts). */
  onboarding: {
    email: 'onboarding@example.com',
    password: 'onboarding-password-2026',
    name: 'Otto Onboarding',
    sampleData: false,
  },
  /** Someone tries to sign up again with its email; its owner is mailed (e2e/signup.spec.ts). */
  signupTaken: {
    email: 'signup-taken@example.com',
    password: 'signup-taken-password-2026',
    name: 'Tara Taken',
  },
  /** Types into the briefing and is asked before leaving it unsaved (e2e/agents.spec.ts). */
  unsaved: {
    email: 'unsaved@example.com',
    password: 'unsaved-password-2026',
    name: 'Una Unsaved',
  },
  /** Chooses a model at an OpenAI-compatible server on AI Configuration (e2e/answer-engine.spec.ts). */
  answerEngine: {
    email: 'answer-engine@example.com',
    password: 'answer-engine-password-2026',
    name: 'Mo Model',
  },
  /** Chooses an embeddings model on AI Configuration (e2e/embeddings.spec.ts). */
  meaning: {
    email: 'meaning@example.com',
    password: 'meaning-password-2026',
    name: 'Mei Meaning',
  },
  /** Connects a Facebook Page and gets an Instagram message (e2e/meta.spec.ts). */
  meta: {
    email: 'meta@example.com',
    password: 'meta-password-2026',
    name: 'Maya Meta',
  },
} as const;

export type TestAccount = (typeof accounts)[keyof typeof accounts];
