import { Kbd, Table } from '@mantine/core';
import { useT } from '../../../shared/i18n/language';
import { Bullets, ContactLine, InfoSection, Para } from './info-section';

export function AccessibilityStatement() {
  const t = useT();
  const keys = [
    ['Tab', t('content.a11y.keyTab')],
    ['Shift + Tab', t('content.a11y.keyShiftTab')],
    ['Enter / Space', t('content.a11y.keyEnter')],
    ['Esc', t('content.a11y.keyEsc')],
    ['← ↑ → ↓', t('content.a11y.keyArrows')],
  ] as const;
  return (
    <>
      <InfoSection title={t('content.a11y.commitTitle')}>
        <Para>{t('content.a11y.commit')}</Para>
      </InfoSection>
      <InfoSection title={t('content.a11y.keyboardTitle')}>
        <Para>{t('content.a11y.keyboard')}</Para>
        <Table withTableBorder fz="sm" maw={640}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('content.a11y.key')}</Table.Th>
              <Table.Th scope="col">{t('content.a11y.action')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {keys.map(([key, action]) => (
              <Table.Tr key={key}>
                <Table.Td>
                  <Kbd>{key}</Kbd>
                </Table.Td>
                <Table.Td>{action}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </InfoSection>
      <InfoSection title={t('content.a11y.featuresTitle')}>
        <Bullets
          items={[
            t('content.a11y.f1'),
            t('content.a11y.f2'),
            t('content.a11y.f3'),
            t('content.a11y.f4'),
            t('content.a11y.f5'),
          ]}
        />
      </InfoSection>
      <InfoSection title={t('content.a11y.limitsTitle')}>
        <Bullets items={[t('content.a11y.l1'), t('content.a11y.l2')]} />
      </InfoSection>
      <InfoSection title={t('content.a11y.contactTitle')}>
        <Para>{t('content.a11y.contact')}</Para>
        <ContactLine />
      </InfoSection>
    </>
  );
}
