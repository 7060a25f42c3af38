/**
 * Role values the server issues. Any value other than banker, lawyer or admin is treated as a farmer
 * (docs/requirements.md#r1-users). An admin manages the bank's branches and staff.
 */
export const ROLES = ['user', 'lawyer', 'banker', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The role apps (remotes): the admin's screens live in the banker remote, beside the bank's other staff screens. */
export type Persona = 'farmer' | 'lawyer' | 'banker';

export function personaOf(role: string | null | undefined): Persona {
  if (role === 'banker' || role === 'lawyer') return role;
  if (role === 'admin') return 'banker';
  return 'farmer';
}

export const ROUTES = {
  home: '/',
  login: '/login',
  form: '/form',
  about: '/about',
  contact: '/contact',
  kccForm: '/kcc-form',
  bankerDashboard: '/banker-dashboard',
  bankDetails: (userId: string) => `/bank-details/${encodeURIComponent(userId)}`,
  applicationPreview: (userId: string) => `/application-preview/${encodeURIComponent(userId)}`,
  lawyerDashboard: '/lawyer-dashboard',
  /** The admin's branches, staff and unrouted applications (in the banker remote). */
  staffAdmin: '/staff-admin',
  landDetails: (userId: string) => `/land-details/${encodeURIComponent(userId)}`,
  /**
   * The lawyer's read-only view of a whole application ('View All Data'). The spec links the lawyer to the
   * banker's /application-preview, which its route table gives to bankers only, and which edits: the lawyer
   * gets this view inside the lawyer app instead.
   */
  lawyerApplicationView: (userId: string) => `/lawyer-dashboard/application/${encodeURIComponent(userId)}`,
} as const;

/** Where a user lands after sign-in, and where / sends a signed-in user (docs/requirements.md#r2-route-table). */
export function homePathForRole(role: string | null | undefined): string {
  switch (personaOf(role)) {
    case 'banker':
      return role === 'admin' ? ROUTES.staffAdmin : ROUTES.bankerDashboard;
    case 'lawyer':
      return ROUTES.lawyerDashboard;
    default:
      return ROUTES.kccForm;
  }
}

/** The route prefixes each role-app owns; the shell mounts that app on them and guards them by role. */
export const ROLE_APP_PATHS = {
  farmer: ['/kcc-form'],
  lawyer: ['/lawyer-dashboard', '/lawyer-dashboard/application/', '/land-details/'],
  banker: ['/banker-dashboard', '/bank-details/', '/application-preview/', '/staff-admin'],
} as const satisfies Record<Persona, readonly string[]>;

/** Whether a role app's route prefix owns `pathname`: one ending in '/' owns the paths below it, any other only itself. */
export function pathOwnedBy(pathname: string, prefix: string): boolean {
  return prefix.endsWith('/') ? pathname.startsWith(prefix) : pathname === prefix;
}

/** Which role may open a path; /kcc-form admits role `user` only (docs/requirements.md#r2-route-table). Public paths give null. */
export function roleRequiredForPath(pathname: string): Role | null {
  const owns = (prefixes: readonly string[]) => prefixes.some((prefix) => pathOwnedBy(pathname, prefix));
  if (pathname === ROUTES.staffAdmin) return 'admin';
  if (owns(ROLE_APP_PATHS.banker)) return 'banker';
  if (owns(ROLE_APP_PATHS.lawyer)) return 'lawyer';
  if (owns(ROLE_APP_PATHS.farmer)) return 'user';
  return null;
}

/** Staff paths hide the header and use the grey background (docs/requirements.md#r2-route-table). */
export function isStaffPath(pathname: string): boolean {
  const role = roleRequiredForPath(pathname);
  return role === 'banker' || role === 'lawyer' || role === 'admin';
}
