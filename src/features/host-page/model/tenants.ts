/**
 * Tenants of the SaaS demo: each embeds the widget for its own project (the seed's projects,
 * server/demo/seed.ts) in its own brand colour. Colours are tenant data, not design tokens.
 */
export const TENANTS = [
  { project: 'DEFAULT_PROJECT', brand: '#e1140a', brandHover: '#c20f07' },
  { project: 'ThinkPad', brand: '#1f1f1f', brandHover: '#000000' },
  { project: 'Legion', brand: '#3a2a8c', brandHover: '#2b1f6b' },
] as const;

export type Tenant = (typeof TENANTS)[number];
export type TenantProject = Tenant['project'];

/** The tenant for a project id; an unknown project falls back to the first tenant. */
export function tenantFor(projectId: string): Tenant {
  return TENANTS.find((tenant) => tenant.project === projectId) ?? TENANTS[0];
}
