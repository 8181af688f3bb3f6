/**
 * Every text of the Website Widget screen, where each agent's website widget is set up, and
 * those the Channels group's screens share.
 */
export const channelsCopy = {
  subtitle:
    'Put your agents on your website: copy the snippet, list your websites and choose how the chat looks.',
  loading: 'Loading agents',
  loadFailed: 'The agents could not be loaded.',
  loadingWidget: (agentName: string) => `Loading the website widget of ${agentName}`,
  widgetLoadFailed: 'The website widget’s settings could not be loaded.',
  empty: 'No agents yet. Create an agent first, then put it on your website here.',
  manageAgents: 'Manage Agents',
  notOnWebsite: 'Not on your website:',
  notOnWebsiteLabel: 'Agents not on your website',
  addWebchat: 'Add the Webchat channel to an agent on Manage Agents to put it on your website.',

  snippetTitle: 'Embed snippet',
  snippetHelp: 'Paste this line into every page of your website, just before </body>.',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'The text could not be copied. Select it and copy it by hand.',

  originsTitle: 'Websites allowed to embed it',
  originsLabel: 'Websites (one per line)',
  originsPlaceholder: 'https://www.example.com',
  originsHelp:
    'Like https://www.example.com. List at least one website: until then the widget answers only in the portal’s preview.',
  noOrigins:
    'Add the website where you paste the snippet: until then the widget answers only in the preview below.',

  appearanceTitle: 'Appearance',
  colorLabel: 'Colour',
  positionLabel: 'Position',
  positions: { right: 'Right', left: 'Left' },
  launcherLabel: 'Launcher label',
  launcherHelp: 'The words on the button that opens the chat.',
  displayName: 'Display name',
  displayNameHelp: 'The name visitors see at the top of the chat.',
  avatarUrl: 'Avatar URL (optional)',
  avatarPlaceholder: 'https://',
  avatarHelp: 'The https address of a square picture; empty shows the initials.',

  advancedTitle: 'Advanced (for sites where visitors sign in)',
  identityTitle: 'Identity verification',
  identityIntro:
    'When visitors are signed in on your website, your site can tell the widget who they are: it adds their user id and a signature of it to the script tag. Make the signature on your server, never in the browser, so the secret stays there.',
  identityExample:
    '<script src="…/widget.js" data-agent="…" data-user-id="USER_ID" data-user-hash="HASH" async></script>',
  identityHashRule: 'HASH = HMAC-SHA256(secret, USER_ID), written in hex.',
  secretHint: (hint: string) => `The secret in use ends in …${hint}.`,
  noSecret: 'No secret yet.',
  createSecret: 'Create secret',
  renewSecret: 'Make a new secret',
  creatingSecret: 'Making...',
  renewTitle: 'Make a new secret?',
  renewConfirm:
    'The current secret stops working at once: visitors your site signs with it are no longer verified until your server uses the new one.',
  secretTitle: 'Your new secret',
  secretLabel: 'Identity secret',
  secretOnce:
    'Copy it now and keep it on your server: it will not be shown again. A new secret ends the old one.',
  secretDone: 'Done',
  secretFailed: 'The secret could not be made. Please try again.',
  identityRequired: 'Require verified visitors',
  identityRequiredHelp: 'Only visitors your site verifies can chat; others are asked to sign in.',
  identityNeedsSecret: 'Create a secret first to require verified visitors.',

  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  saved: 'Saved',
  saveFailed: 'The settings could not be saved. Please try again.',
  fixFields: 'Some fields need a change before saving.',

  previewTitle: 'Preview',
  previewLabel: 'Widget preview',
  previewHelp:
    'Your widget as visitors see it, with the changes you have not saved yet. Chats here are real chats with the agent.',
  previewFailed: 'The preview could not start. Reload the page to try again.',

  setUpWhatsapp: 'Set up WhatsApp',
} as const;
