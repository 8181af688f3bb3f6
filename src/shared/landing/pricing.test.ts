import { describe, expect, it } from 'vitest';
import {
  advertisedWeeklyPriceUsd,
  dailyPriceBound,
  formatWholeDollars,
  priceDisplay,
  roundedWeeklyPrice,
} from './pricing.ts';

describe('advertised price', () => {
  it('is 49.75 dollars a week', () => {
    expect(advertisedWeeklyPriceUsd).toBe(49.75);
  });

  it('shows the weekly price rounded to $50', () => {
    expect(roundedWeeklyPrice()).toBe(50);
    expect(priceDisplay.weeklyAmount).toBe('$50');
    expect(`${priceDisplay.weeklyAmount} ${priceDisplay.period}`).toBe('$50 a week');
  });

  it('says less than $7 a day: the weekly price divided by 7, rounded', () => {
    expect(dailyPriceBound()).toBe(7);
    expect(priceDisplay.dailyBound).toBe('less than $7 a day');
  });

  it('says what is billed: the advertised plan’s monthly price', () => {
    expect(priceDisplay.billed).toBe('Billed monthly: $199 a month on the Essential plan');
  });

  it('derives both figures from whatever weekly price it is given', () => {
    expect(roundedWeeklyPrice(69.4)).toBe(69);
    expect(dailyPriceBound(69.4)).toBe(10);
    expect(formatWholeDollars(12)).toBe('$12');
  });
});
