// Hand-written resource screens (src/admin/resources): a user's roles.
export default {
  roles: {
    section: 'Roles',
    heading: 'Roles',
    none: 'No role.',
    changeInPeople: 'Change roles and permissions in User Management',
  },
} as const;
