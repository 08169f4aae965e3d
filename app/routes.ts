import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { publicPages } from './lib/public-pages.ts';

// The site's routes; aliases render the same module under their own id.
export default [
  route('sitemap.xml', 'routes/api/sitemap.ts'),
  route('robots.txt', 'routes/api/robots.ts'),
  route('api/payments/orders', 'routes/api/payment-orders.ts'),
  route('api/payments/verify', 'routes/api/payment-verify.ts'),
  route('api/payments/demo', 'routes/api/demo-checkout.ts'),
  route('api/payments/promo', 'routes/api/promo-quote.ts'),
  route('api/payments/razorpay/webhook', 'routes/api/razorpay-webhook.ts'),
  route('api/auth/*', 'routes/api/auth.ts'),
  route('api/calendar/bookings', 'routes/api/calendar-booking.ts'),
  route('api/retreat/bookings', 'routes/api/retreat-booking.ts'),
  // The guest's booking as a calendar file, behind the same signed token as its page.
  route('booking/:token/calendar.ics', 'routes/site/booking-calendar.ts'),
  // Its GST invoice (server/invoices), behind the same token; staff fetch any document by id.
  route('booking/:token/invoice.pdf', 'routes/site/booking-invoice.ts'),
  // A named guest's data, behind their own link (server/questionnaires/guest-link.ts).
  route('booking/guest/:token/data.json', 'routes/site/booking-guest-data.ts'),
  route('admin/invoices/:id', 'routes/admin/invoice-pdf.ts'),
  // The back-office's routes, plus Enquiries and the bookings export.
  route('admin', 'routes/admin/index.ts'),
  route('admin/login', 'routes/admin/login.tsx'),
  route('admin/logout', 'routes/admin/logout.ts'),
  // The owner confirming a guest's erasure request; answers by going back to the guest's profile.
  route('admin/guests/:id/erase', 'routes/admin/guest-erase.ts'),
  route('admin/bookings/export.csv', 'routes/admin/bookings-export.ts'),
  route('admin/newsletter/export.csv', 'routes/admin/newsletter-export.ts'),
  route('admin/reports/export.csv', 'routes/admin/reports-export.ts'),
  route('admin/reports/payments.csv', 'routes/admin/payments-export.ts'),
  route('admin/reports/day-book.xml', 'routes/admin/tally-export.ts'),
  // The day's rosters as a spreadsheet.
  route('admin/today/roster.csv', 'routes/admin/today-roster-csv.ts'),
  route('admin/care/files/:id', 'routes/admin/care-file.ts'),
  layout('routes/admin/layout.tsx', [
    route('admin/today', 'routes/admin/today.tsx'),
    route('admin/schedule', 'routes/admin/schedule.tsx'),
    route('admin/dashboard', 'routes/admin/dashboard.tsx'),
    route('admin/events', 'routes/admin/events.tsx'),
    route('admin/classes', 'routes/admin/classes.tsx'),
    route('admin/instructors', 'routes/admin/instructors.tsx'),
    route('admin/users', 'routes/admin/users.tsx'),
    route('admin/guests/:id', 'routes/admin/guest-profile.tsx'),
    route('admin/care', 'routes/admin/care.tsx'),
    route('admin/care/:responseId', 'routes/admin/care-response.tsx'),
    route('admin/bookings', 'routes/admin/bookings.tsx'),
    route('admin/blogs', 'routes/admin/blogs.tsx'),
    route('admin/enquiries', 'routes/admin/enquiries.tsx'),
    route('admin/mail', 'routes/admin/mail.tsx'),
    route('admin/rooms', 'routes/admin/rooms.tsx'),
    route('admin/newsletter', 'routes/admin/newsletter.tsx'),
    route('admin/promo-codes', 'routes/admin/promo-codes.tsx'),
    route('admin/retreats', 'routes/admin/retreats.tsx'),
    route('admin/therapies', 'routes/admin/therapies.tsx'),
    route('admin/therapies/practitioners', 'routes/admin/therapies-practitioners.tsx'),
    route('admin/therapies/rooms', 'routes/admin/therapies-rooms.tsx'),
    route('admin/reports', 'routes/admin/reports.tsx'),
    route('admin/reports/cash-up', 'routes/admin/cash-up.tsx'),
    route('admin/gallery', 'routes/admin/gallery.tsx'),
    route('admin/learning', 'routes/admin/learning.tsx'),
    route('admin/questionnaires', 'routes/admin/questionnaires.tsx'),
    route('admin/staff', 'routes/admin/staff.tsx'),
    route('admin/content', 'routes/admin/content.tsx'),
    route('admin/media', 'routes/admin/media.tsx'),
  ]),
  // The public pages, from their one table (app/lib/public-pages.ts), then the site's "not found".
  layout('routes/site/layout.tsx', [
    ...publicPages.flatMap((page) => [
      page.path === '' ? index(page.module) : route(page.path, page.module, page.id ? { id: page.id } : {}),
      ...(page.aliases ?? []).map((alias) => route(alias, page.module, { id: alias })),
    ]),
    route('*', 'routes/site/not-found.tsx'),
  ]),
] satisfies RouteConfig;
