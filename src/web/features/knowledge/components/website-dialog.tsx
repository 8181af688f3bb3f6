import { zodResolver } from '@hookform/resolvers/zod';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { type Control, useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  WEBSITE_CRAWL_DEFAULT_DEPTH,
  type Website,
  websiteAddressSchema,
  websiteCopy,
  websiteDepthSchema,
  websiteFormCopy as copy,
  websiteKnowledgeCopy,
  websitePatternLinesSchema,
  websiteSchedules,
} from '@shared/website-knowledge.ts';
import { FormDialogFrame } from '@web/components/form-dialog-frame.tsx';
import { FormTextField } from '@web/components/form-text-field.tsx';
import { showServerFieldErrors } from '@web/lib/server-field-errors.ts';

/** The form as typed: the paths one a line, the depth as the number field holds it. */
const websiteFormSchema = z.object({
  address: websiteAddressSchema,
  include: websitePatternLinesSchema,
  exclude: websitePatternLinesSchema,
  depth: z
    .string()
    .trim()
    .transform((text) => (text === '' ? NaN : Number(text)))
    .pipe(websiteDepthSchema),
  schedule: z.enum(websiteSchedules, { error: copy.scheduleInvalid }),
});
type WebsiteFormInput = z.input<typeof websiteFormSchema>;
export type WebsiteFormValues = z.output<typeof websiteFormSchema>;

const labels = {
  cancel: websiteCopy.close,
  save: websiteCopy.save,
  saving: websiteCopy.saving,
};

/**
 * Adds the business's website (`site` null) or changes how it is read: its address (only when
 * added), the paths it reads or leaves out, how deep it follows links and how often it is read
 * again. Each field says what is wrong with it in words, the server's refusals included.
 */
export function WebsiteDialog({
  site,
  onClose,
  onSave,
}: {
  site: Website | null;
  onClose: () => void;
  onSave: (values: WebsiteFormValues) => Promise<void>;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, formState } = useForm<
    WebsiteFormInput,
    unknown,
    WebsiteFormValues
  >({
    resolver: zodResolver(websiteFormSchema),
    defaultValues: {
      address: site?.address ?? '',
      include: site?.include.join('\n') ?? '',
      exclude: site?.exclude.join('\n') ?? '',
      depth: String(site?.depth ?? WEBSITE_CRAWL_DEFAULT_DEPTH),
      schedule: site?.schedule ?? 'off',
    },
  });
  // The fields hold the text as typed; only the resolver's output (what is saved) differs.
  const fields = control as unknown as Control<WebsiteFormInput>;
  const busy = formState.isSubmitting;
  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSave(values);
    } catch (error) {
      // The API names a path by its line (`include.2`): the text area holds them all.
      setFailure(
        showServerFieldErrors(
          error,
          (name, message) => setError(String(name).split('.')[0] as never, message),
          websiteCopy.actionFailed,
        ),
      );
    }
  });

  return (
    <FormDialogFrame
      title={site ? copy.titleEdit : copy.title}
      busy={busy}
      failure={failure}
      labels={site ? labels : { ...labels, save: websiteCopy.addAndCrawl }}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormTextField
        control={fields}
        name="address"
        label={copy.address}
        helperText={copy.addressHint}
        type="url"
        inputMode="url"
        required
        fullWidth
        autoFocus={!site}
        disabled={busy || Boolean(site)}
      />
      <FormTextField
        control={fields}
        name="include"
        label={copy.include}
        helperText={websiteKnowledgeCopy.patternsHelp}
        multiline
        minRows={2}
        fullWidth
        disabled={busy}
      />
      <FormTextField
        control={fields}
        name="exclude"
        label={copy.exclude}
        multiline
        minRows={2}
        fullWidth
        disabled={busy}
      />
      <FormTextField
        control={fields}
        name="depth"
        label={copy.depth}
        helperText={copy.depthHint}
        type="number"
        slotProps={{ htmlInput: { min: 1, max: 10, inputMode: 'numeric' } }}
        fullWidth
        disabled={busy}
      />
      <FormTextField
        control={fields}
        name="schedule"
        label={copy.schedule}
        select
        fullWidth
        disabled={busy}
      >
        {websiteSchedules.map((schedule) => (
          <MenuItem key={schedule} value={schedule}>
            {copy.scheduleLabels[schedule]}
          </MenuItem>
        ))}
      </FormTextField>
    </FormDialogFrame>
  );
}
