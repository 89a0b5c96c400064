/**
 * Owners of the demo gyms outside Mumbai and Pune. They have no password, so nobody can log in as
 * them; they exist so that owner@example.com owns gyms in exactly two cities and owner2@ in one.
 */
export const demoPartnerOwners: { email: string; name: string }[] = [
  { email: 'partner-bengaluru@example.com', name: 'Kiran Rao' },
  { email: 'partner-delhi@example.com', name: 'Arjun Malhotra' },
  { email: 'partner-hyderabad@example.com', name: 'Sana Qureshi' },
  { email: 'partner-chennai@example.com', name: 'Lakshmi Iyer' },
];
