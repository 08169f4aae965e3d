import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

// Mirrors SPEC §2 line by line; aliases render the same module under their own id.
export default [
  route('sitemap.xml', 'routes/api/sitemap.ts'),
  route('robots.txt', 'routes/api/robots.ts'),
  route('api/payments/orders', 'routes/api/payment-orders.ts'),
  route('api/payments/verify', 'routes/api/payment-verify.ts'),
  route('api/payments/demo', 'routes/api/demo-checkout.ts'),
  route('api/payments/razorpay/webhook', 'routes/api/razorpay-webhook.ts'),
  layout('routes/site/layout.tsx', [
    index('routes/site/home.tsx'),
    route('about', 'routes/site/about.tsx'),
    route('programs', 'routes/site/programs.tsx'),
    route('gallery', 'routes/site/gallery.tsx'),
    route('learning', 'routes/site/learning.tsx'),
    route('rejuvenation', 'routes/site/rejuvenation.tsx'),
    route('rejuvenate', 'routes/site/rejuvenation.tsx', { id: 'rejuvenate' }),
    route('rejuvenation/package', 'routes/site/retreat-package.tsx'),
    route('book-your-stay', 'routes/site/book-stay.tsx'),
    route('book-stay', 'routes/site/book-stay.tsx', { id: 'book-stay' }),
    route('blogs', 'routes/site/blogs.tsx'),
    route('blogs/:slug', 'routes/site/blog-post.tsx'),
    route('calendar', 'routes/site/calendar.tsx'),
    route('contact', 'routes/site/contact.tsx'),
    route('explore', 'routes/site/explore.tsx'),
    route('credits', 'routes/site/credits.tsx'),
    route('terms-and-conditions', 'routes/site/legal.tsx', { id: 'terms' }),
    route('refund-policy', 'routes/site/legal.tsx', { id: 'refund-policy' }),
    route('privacy-policy', 'routes/site/legal.tsx', { id: 'privacy-policy' }),
    route('*', 'routes/site/not-found.tsx'),
  ]),
] satisfies RouteConfig;
