import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ServiceCategory, ServicePaymentMode } from '#app/lib/enums.ts';
import type { Database } from '../db/client.ts';
import { authUser, practitioners, servicePractitioners, services } from '../db/schema.ts';

// What the public Therapies page lists: the services offered online, in the owner's order, each with
// the practitioners who give it (named with their titles, as guests choose between them).

export interface CataloguePractitioner {
  id: string;
  name: string;
  title: string | null;
}

export interface CatalogueService {
  id: string;
  slug: string;
  name: string;
  description: string;
  photo: string | null;
  category: ServiceCategory;
  durationMinutes: number;
  pricePaise: number;
  /** The price to a staying guest, booked from their stay's page; none, the usual price. */
  stayPricePaise: number | null;
  paymentMode: ServicePaymentMode;
  practitioners: CataloguePractitioner[];
}

export async function bookableServices(db: Database): Promise<CatalogueService[]> {
  const rows = await db
    .select()
    .from(services)
    .where(and(eq(services.active, true), eq(services.bookableOnline, true)))
    .orderBy(asc(services.sortOrder), asc(services.name));
  if (rows.length === 0) return [];
  const givers = await db
    .select({ serviceId: servicePractitioners.serviceId, id: practitioners.id, name: authUser.name, title: practitioners.title })
    .from(servicePractitioners)
    .innerJoin(practitioners, eq(practitioners.id, servicePractitioners.practitionerId))
    .innerJoin(authUser, eq(authUser.id, practitioners.userId))
    .where(
      and(
        inArray(
          servicePractitioners.serviceId,
          rows.map((row) => row.id),
        ),
        eq(practitioners.takesAppointments, true),
      ),
    )
    .orderBy(asc(authUser.name));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    photo: row.photo,
    category: row.category,
    durationMinutes: row.durationMinutes,
    pricePaise: row.pricePaise,
    stayPricePaise: row.stayPricePaise,
    paymentMode: row.paymentMode,
    practitioners: givers.filter((giver) => giver.serviceId === row.id).map(({ serviceId: _service, ...giver }) => giver),
  }));
}
