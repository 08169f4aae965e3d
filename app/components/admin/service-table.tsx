import {
  SERVICE_CATEGORY_LABELS,
  type ServiceAdminView,
  THERAPY_ADMIN_MESSAGES,
  TREATMENT_ROOM_KIND_LABELS,
} from '#app/lib/admin/therapies.ts';
import { formatPaise } from '#app/lib/money.ts';
import { RecordList, RowActions } from './record-list.tsx';

const cell = 'px-4 py-3 align-top';

/** 'Services (count)' in the order guests see them, with length, price, room and who gives each. */
export function ServiceTable({ services, practitionerNames }: { services: ServiceAdminView[]; practitionerNames: Map<string, string> }) {
  return (
    <RecordList
      titleId="services-title"
      title={`Services (${services.length})`}
      empty={services.length === 0 ? 'No services yet. Create one to get started!' : null}
      columns={['Service', 'Length', 'Price', 'Room', 'Given by', 'Status', 'Actions']}
      minWidth="min-w-[60rem]"
    >
      {services.map((service) => (
        <tr key={service.id}>
          <td className={cell}>
            <span className="font-semibold text-forest-900">{service.name}</span>
            <span className="block text-sm text-muted">{SERVICE_CATEGORY_LABELS[service.category]}</span>
          </td>
          <td className={cell}>
            {service.durationMinutes} min
            {service.bufferMinutes ? <span className="block text-sm text-muted">+ {service.bufferMinutes} min after</span> : null}
          </td>
          <td className={cell}>
            {formatPaise(service.pricePaise)}
            {service.stayPricePaise === null ? null : (
              <span className="block text-sm text-muted">Staying: {formatPaise(service.stayPricePaise)}</span>
            )}
          </td>
          <td className={cell}>{service.roomKind ? TREATMENT_ROOM_KIND_LABELS[service.roomKind] : 'No room'}</td>
          <td className={cell}>
            {service.practitionerIds
              .map((id) => practitionerNames.get(id))
              .filter(Boolean)
              .join(', ') || 'Nobody yet'}
          </td>
          <td className={cell}>
            {service.active ? 'Active' : 'Inactive'}
            <span className="block text-sm text-muted">{service.bookableOnline ? 'Bookable online' : 'Staff only'}</span>
          </td>
          <td className={cell}>
            <RowActions id={service.id} name={service.name} question={THERAPY_ADMIN_MESSAGES.confirmDeleteService} />
          </td>
        </tr>
      ))}
    </RecordList>
  );
}
