/** The portal's plans (specification §9), the one source of prices, features and limits. */
export const planIds = ['essential', 'professional'] as const;
export type PlanId = (typeof planIds)[number];

export type Plan = {
  id: PlanId;
  name: string;
  /** US dollars per month. */
  monthlyPrice: number;
  features: readonly string[];
  /** null: unlimited. */
  limits: {
    conversationsPerMonth: number | null;
    activeUsers: number | null;
    aiAgents: number | null;
    /** People who may sign in to the account, pending invitations included. */
    seats: number | null;
  };
};

export const plans: Record<PlanId, Plan> = {
  essential: {
    id: 'essential',
    name: 'Essential',
    monthlyPrice: 199,
    features: [
      'Up to 1,000 conversations/month',
      'Basic AI customization',
      'Email support',
      'Standard response time',
    ],
    limits: { conversationsPerMonth: 1000, activeUsers: 5000, aiAgents: 5, seats: 3 },
  },
  professional: {
    id: 'professional',
    name: 'Professional',
    monthlyPrice: 299,
    features: [
      'Unlimited conversations',
      'Advanced customization',
      'Priority support',
      'Custom integrations',
      'Analytics dashboard',
    ],
    limits: { conversationsPerMonth: null, activeUsers: null, aiAgents: null, seats: 10 },
  },
};

/** Every account starts on Essential, the specification's current plan. */
export const defaultPlanId: PlanId = 'essential';
