// The shell's banner of current system messages (issue 41 item 2).
export default {
  label: 'System messages',
  dismiss: 'Dismiss this message',
} as const;
