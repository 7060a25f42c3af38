/** A tel: link a phone dials: the number as written, without its spaces. */
export function telephoneHref(phone: string): string {
  return `tel:${phone.replace(/\s/g, '')}`;
}

export function mailtoHref(email: string): string {
  return `mailto:${email}`;
}
