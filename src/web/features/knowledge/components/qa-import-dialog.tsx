import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import {
  type QaImportResult,
  qaImportCopy as copy,
  qaImportFileExtensions,
  qaImportTemplate,
  qaImportTemplateName,
} from '@shared/qa-import.ts';
import { FormDialogFrame } from '@web/components/form-dialog-frame.tsx';
import { monospaceFont } from '@web/components/monospace-font.ts';
import { ApiError } from '@web/lib/api-client.ts';
import { useImportQaPairs } from '../api/import-qa-pairs.ts';

const accept = [...qaImportFileExtensions.map((extension) => `.${extension}`), 'text/csv'].join(
  ',',
);
// With a byte order mark, a spreadsheet opening the example reads its accents as UTF-8.
const templateHref = `data:text/csv;charset=utf-8,${encodeURIComponent(`\uFEFF${qaImportTemplate}`)}`;

type Failure = { message: string; rows: string[] };

const failureOf = (error: unknown): Failure =>
  error instanceof ApiError
    ? {
        message: error.message,
        // A refused file names each of its rows to correct, in the file's order.
        rows: error.code === 'invalid_rows' ? Object.values(error.fields ?? {}) : [],
      }
    : { message: copy.failed, rows: [] };

/**
 * Imports Q&A pairs from a CSV file: the columns it needs and an example to start from, the
 * file, and, when the server refuses it, each row to correct in words.
 */
export function QaImportDialog({
  onClose,
  onImported,
}: {
  onClose: () => void;
  onImported: (result: QaImportResult) => void;
}) {
  const importPairs = useImportQaPairs();
  const [file, setFile] = useState<File | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const fileNameId = useId();
  const failureRef = useRef<HTMLDivElement>(null);
  // The refusal is below the columns' help: brought into sight, on a phone too.
  useEffect(() => {
    if (failure) failureRef.current?.scrollIntoView({ block: 'nearest' });
  }, [failure]);

  const choose = (chosen: File | undefined) => {
    if (chosen) {
      setFile(chosen);
      setFailure(null);
    }
    // Choosing the same file again, once corrected, is a change too.
    if (input.current) input.current.value = '';
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setFailure({ message: copy.fileMissing, rows: [] });
    setFailure(null);
    try {
      onImported(await importPairs.mutateAsync(file));
    } catch (error) {
      setFailure(failureOf(error));
    }
  };

  return (
    <FormDialogFrame
      title={copy.title}
      busy={importPairs.isPending}
      // Said under the file it is about, with the rows to correct (below).
      failure={null}
      labels={{ cancel: copy.cancel, save: copy.import, saving: copy.importing }}
      onClose={onClose}
      onSubmit={(event) => void submit(event)}
    >
      <Box>
        <Typography variant="body2">{copy.intro}</Typography>
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
          {copy.columns.map((column) => (
            <Typography key={column.name} component="li" variant="body2" sx={{ py: 0.25 }}>
              <Box component="code" sx={{ fontFamily: monospaceFont, fontWeight: 600 }}>
                {column.name}
              </Box>
              {` — ${column.hint}`}
            </Typography>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {copy.separators} {copy.wholeFile}
        </Typography>
        <Link
          href={templateHref}
          download={qaImportTemplateName}
          variant="body2"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1.5 }}
        >
          <DownloadOutlined fontSize="small" aria-hidden />
          {copy.template}
        </Link>
      </Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Button
          variant="outlined"
          startIcon={<AttachFileOutlined />}
          disabled={importPairs.isPending}
          aria-describedby={fileNameId}
          onClick={() => input.current?.click()}
          sx={{ alignSelf: 'flex-start', whiteSpace: 'nowrap' }}
        >
          {file ? copy.chooseAnother : copy.choose}
        </Button>
        <Typography
          id={fileNameId}
          variant="body2"
          color={file ? 'text.primary' : 'text.secondary'}
          sx={{ overflowWrap: 'anywhere' }}
        >
          {file?.name ?? copy.noFile}
        </Typography>
        <input
          ref={input}
          type="file"
          accept={accept}
          hidden
          aria-label={copy.choose}
          onChange={(event) => choose(event.target.files?.[0])}
        />
      </Stack>
      {failure && (
        <Alert ref={failureRef} severity="error" role="alert" sx={{ scrollMarginBlock: 16 }}>
          {failure.message}
          {failure.rows.length > 0 && (
            <Box
              component="ul"
              aria-label={copy.rowErrorsTitle}
              // Many rows scroll inside the dialog; the keyboard reaches them too.
              tabIndex={0}
              sx={{ m: 0, mt: 1, pl: 2.5, maxHeight: 240, overflowY: 'auto' }}
            >
              {failure.rows.map((row) => (
                <Typography key={row} component="li" variant="body2" sx={{ py: 0.25 }}>
                  {row}
                </Typography>
              ))}
            </Box>
          )}
        </Alert>
      )}
    </FormDialogFrame>
  );
}
