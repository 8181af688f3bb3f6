import { z } from 'zod';

/** What the audit log records: the account's people and settings, never customers' words. */
export const auditActions = [
  'member_invited',
  'invitation_revoked',
  'member_joined',
  'member_removed',
  'role_changed',
  'ownership_transferred',
  'settings_changed',
  'knowledge_added',
  'knowledge_deleted',
  'conversations_exported',
  'contact_erased',
  'api_key_created',
  'api_key_deleted',
  'plan_changed',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditActionLabels: Record<AuditAction, string> = {
  member_invited: 'Member invited',
  invitation_revoked: 'Invitation revoked',
  member_joined: 'Member joined',
  member_removed: 'Member removed',
  role_changed: 'Role changed',
  ownership_transferred: 'Ownership transferred',
  settings_changed: 'Settings changed',
  knowledge_added: 'Knowledge added',
  knowledge_deleted: 'Knowledge deleted',
  conversations_exported: 'Conversations exported',
  contact_erased: 'Customer erased',
  api_key_created: 'API key created',
  api_key_deleted: 'API key deleted',
  plan_changed: 'Plan changed',
};

export const auditEntrySchema = z.object({
  id: z.string(),
  actor: z.string(),
  action: z.enum(auditActions),
  target: z.string(),
  address: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

export const auditQuerySchema = z.object({
  action: z.enum(auditActions).optional(),
  actor: z.string().trim().max(254).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  cursor: z.string().max(100).optional(),
});

export const auditCopy = {
  title: 'Audit log',
  subtitle:
    'Who did what and when: members, roles, settings, knowledge, exports, erasures, API keys and plans.',
  empty: 'Nothing recorded yet.',
  allActions: 'All actions',
  actorFilter: 'Person',
  when: 'When',
  who: 'Who',
  what: 'What',
  target: 'On',
  address: 'Address',
  more: 'Show more',
} as const;
