/** "+919876543210" -> "+91 ••••••3210"; other countries keep their code's first digits. */
export function maskPhone(phone: string): string {
  const countryCode = phone.startsWith('+91') ? '+91' : phone.slice(0, Math.min(3, phone.length - 4));
  const rest = phone.slice(countryCode.length);
  const visible = rest.slice(-4);
  return `${countryCode} ${'•'.repeat(Math.max(rest.length - 4, 0))}${visible}`;
}

/** "asha@example.com" -> "a••••@example.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '•••';
  const local = email.slice(0, at);
  return `${local[0]}${'•'.repeat(Math.max(local.length - 1, 1))}${email.slice(at)}`;
}
