import { defaultPlanId, plans } from '../plans.ts';

/**
 * The advertised price (specification, section 9). Only the weekly amount is a constant; every
 * figure the page shows is derived from it, so the rounded weekly price and the daily bound can
 * never disagree with it.
 */
export const advertisedWeeklyPriceUsd = 49.75;

const DAYS_PER_WEEK = 7;

/** The weekly price as advertised: rounded to whole dollars (49.75 → 50). */
export const roundedWeeklyPrice = (weeklyPrice: number = advertisedWeeklyPriceUsd) =>
  Math.round(weeklyPrice);

/** The whole-dollar figure the page quotes as 'less than $N a day' (49.75 / 7 ≈ 7.1 → 7). */
export const dailyPriceBound = (weeklyPrice: number = advertisedWeeklyPriceUsd) =>
  Math.round(weeklyPrice / DAYS_PER_WEEK);

export const formatWholeDollars = (amount: number) => `$${amount}`;

const advertisedPlan = plans[defaultPlanId];

/**
 * The price as the pricing section shows it: the amount, its period, the daily bound, and what
 * is billed (the advertised plan's monthly price, which sign-up and the portal show).
 */
export const priceDisplay = {
  weeklyAmount: formatWholeDollars(roundedWeeklyPrice()),
  period: 'a week',
  dailyBound: `less than ${formatWholeDollars(dailyPriceBound())} a day`,
  billed: `Billed monthly: ${formatWholeDollars(advertisedPlan.monthlyPrice)} a month on the ${advertisedPlan.name} plan`,
} as const;
