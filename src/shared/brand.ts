/** The product's and its parent company's names, defined once for every page, mail and log. */
export const brand = {
  productName: 'Agentra AI',
  companyName: 'Vantara Digital',
  companyUrl: 'https://vantara.digital',
  officeCities: ['Lisbon', 'Miami'],
  copyrightYear: 2022,
} as const;
