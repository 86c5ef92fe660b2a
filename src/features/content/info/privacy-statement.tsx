import { Table } from '@mantine/core';
import { useT } from '../../../shared/i18n/language';
import { Bullets, InfoSection, Para, SiteEmail } from './info-section';

const STORED = ['token', 'user', 'saved', 'drafts', 'cache', 'prefs'] as const;

export function PrivacyStatement() {
  const t = useT();
  return (
    <>
      <InfoSection title={t('content.privacy.introTitle')}>
        <Para>{t('content.privacy.intro')}</Para>
      </InfoSection>
      <InfoSection title={t('content.privacy.deviceTitle')}>
        <Table.ScrollContainer minWidth={560}>
          <Table withTableBorder withColumnBorders fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('content.privacy.colWhat')}</Table.Th>
                <Table.Th scope="col">{t('content.privacy.colWhere')}</Table.Th>
                <Table.Th scope="col">{t('content.privacy.colWhy')}</Table.Th>
                <Table.Th scope="col">{t('content.privacy.colUntil')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {STORED.map((k) => (
                <Table.Tr key={k}>
                  <Table.Th scope="row">{t(`content.privacy.${k}.what`)}</Table.Th>
                  <Table.Td>{t(`content.privacy.${k}.where`)}</Table.Td>
                  <Table.Td>{t(`content.privacy.${k}.why`)}</Table.Td>
                  <Table.Td>{t(`content.privacy.${k}.until`)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </InfoSection>
      <InfoSection title={t('content.privacy.logoutTitle')}>
        <Para>{t('content.privacy.logout')}</Para>
      </InfoSection>
      <InfoSection title={t('content.privacy.serverTitle')}>
        <Bullets items={[t('content.privacy.s1'), t('content.privacy.s2'), t('content.privacy.s3')]} />
      </InfoSection>
      <InfoSection title={t('content.privacy.contactTitle')}>
        <Para>
          {t('content.privacy.contact')}
          <SiteEmail />
        </Para>
      </InfoSection>
    </>
  );
}
