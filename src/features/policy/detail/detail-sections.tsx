import type { ReactNode } from 'react';
import { List, Paper, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/List.layer.css';
import { useT } from '../../../shared/i18n/language';
import type { PolicyDetail as PolicyDetailData } from '../../../shared/api/contract';
import { trustedUrl } from '../../../shared/api/trusted-url';
import { FileIcon } from '../../../shared/ui/icons';
import { MaterialsChecklist } from '../../../shared/ui/materials-checklist';
import { SafeHtml } from '../../../shared/html/safe-html';
import contentClasses from './policy-content.module.css';
import classes from './detail-sections.module.css';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" aria-labelledby={id} radius="md" className={classes.section}>
      <Title order={2} id={id} className={classes.heading}>
        {title}
      </Title>
      {children}
    </Paper>
  );
}

/** A numbered list of the policy's own (Chinese) lines; nothing at all when it has none. */
function ListSection({ id, title, items }: { id: string; title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <Section id={id} title={title}>
      <List type="ordered" spacing={6} className={classes.list}>
        {items.map((item, i) => (
          <List.Item key={i} lang="zh-CN">
            {item}
          </List.Item>
        ))}
      </List>
    </Section>
  );
}

/** Conditions, materials, the policy text and its attachments. */
export function DetailSections({ policy, policyId }: { policy: PolicyDetailData; policyId: string }) {
  const t = useT();
  return (
    <Stack gap="md">
      <ListSection id="sec-conditions" title={t('detail.conditions')} items={policy.conditions} />
      {policy.materials.length > 0 && (
        // the materials as a checklist ticked on this device, printable alone on one A4 page
        <MaterialsChecklist
          policyId={policyId}
          policyName={policy.policyName}
          materials={policy.materials}
          headingOrder={2}
        />
      )}
      <Section id="sec-content" title={t('detail.content')}>
        <SafeHtml html={policy.content} className={contentClasses.content} testId="policy-content" />
      </Section>
      <Section id="sec-attachments" title={t('detail.attachments')}>
        {policy.attachments.length === 0 ? (
          <Text fz="sm" c="dark.6">
            {t('detail.noAttachments')}
          </Text>
        ) : (
          <Stack gap={6}>
            {policy.attachments.map((file) => {
              const href = trustedUrl(file.url);
              return href ? (
                <a key={file.url} href={href} download={file.fileName} className={classes.file}>
                  <FileIcon /> <span lang="zh-CN">{file.fileName}</span>
                </a>
              ) : (
                <Text key={file.url} fz="sm" className={classes.file}>
                  <FileIcon /> <span lang="zh-CN">{file.fileName}</span>
                  <Text span fz="sm" c="dark.6">
                    {t('detail.attachmentRefused')}
                  </Text>
                </Text>
              );
            })}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}
