/**
 * The sandbox's test people, the same for both providers (README "Social sign-in"): one whose verified address is
 * new to Musika (signing in makes a buyer account), one with the seeded buyer's address (a link that asks for
 * that account's password), and one whose address the provider has not verified (refused).
 */
export interface TestPerson {
  id: string;
  name: string;
  givenName: string;
  familyName: string;
  email: string;
  emailVerified: boolean;
  /** What the consent page says will happen on Musika. */
  note: string;
}

export const TEST_PEOPLE: readonly TestPerson[] = [
  {
    id: 'new-buyer',
    name: 'Farai Gumbo',
    givenName: 'Farai',
    familyName: 'Gumbo',
    email: 'farai.gumbo@example.com',
    emailVerified: true,
    note: 'Verified e-mail, new to Musika: signs up as a buyer.',
  },
  {
    id: 'seeded-buyer',
    name: 'Chiedza Mavhunga',
    givenName: 'Chiedza',
    familyName: 'Mavhunga',
    email: 'buyer@musika.co.zw',
    emailVerified: true,
    note: "The seeded buyer's e-mail: links after that account's password.",
  },
  {
    id: 'unverified',
    name: 'Tapiwa Unverified',
    givenName: 'Tapiwa',
    familyName: 'Unverified',
    email: 'tapiwa.unverified@example.com',
    emailVerified: false,
    note: 'E-mail not verified by the provider: refused.',
  },
];

export const personById = (id: string): TestPerson | null => TEST_PEOPLE.find((p) => p.id === id) ?? null;

/** A stable `sub` per provider and person, as a provider's own id would be. */
export const subjectOf = (provider: string, person: TestPerson): string => `sandbox-${provider}-${person.id}`;
