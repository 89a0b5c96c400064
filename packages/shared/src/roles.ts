export const roles = ['user', 'gym_owner', 'admin'] as const;
export type Role = (typeof roles)[number];
