/**
 * The contact form's address with its subject filled in: an enquiry about a programme, a therapy or the
 * Belonging Project reaches staff with that subject (enquiries.subject) and the message begun for the guest.
 */
export function enquiryHref(subject: string): string {
  return `/contact?${new URLSearchParams({ subject })}#enquiry`;
}
