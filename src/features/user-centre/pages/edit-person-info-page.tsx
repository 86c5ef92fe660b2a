import { useQuery } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import { useNavigate } from '@tanstack/react-router';
import { useT } from '../../../shared/i18n/language';
import { centreQueries } from '../api/centre-queries';
import type { PersonProfile } from '../api/centre-api';
import { useSavePersonInfo } from '../api/centre-mutations';
import { CentrePage } from '../components/centre-page';
import { PersonFormFields } from '../components/person-form';
import { QueryBody } from '../../../shared/ui/query-body';

export function EditPersonInfoPage() {
  const t = useT();
  const navigate = useNavigate();
  const query = useQuery(centreQueries.person());
  const mutation = useSavePersonInfo();

  const body = (p: PersonProfile) => {
    return (
      <PersonFormFields
        initial={{
          address: p.address ?? '',
          countyCode: p.countyCode ?? '',
          contactPreference: p.contactPreference ?? 'sms',
        }}
        onSave={(form) =>
          mutation.mutateAsync(form).then(() => {
            notifications.show({ color: 'green', message: t('centre.person.saved') });
            void navigate({ to: '/enterprise/personInfo' });
          })
        }
      />
    );
  };

  return (
    <CentrePage title={t('user.editPersonInfo')} intro={t('centre.person.editIntro')}>
      <QueryBody query={query} rows={4} height={40}>
        {body}
      </QueryBody>
    </CentrePage>
  );
}
