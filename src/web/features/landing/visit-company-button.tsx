import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { companyCopy } from '@shared/landing/copy.ts';
import { visuallyHidden } from '@web/components/visually-hidden.ts';

/** The way out to the parent company's site, in a new tab. */
export function VisitCompanyButton() {
  return (
    <Button
      href={companyCopy.url}
      target="_blank"
      rel="noopener noreferrer"
      variant="outlined"
      size="large"
      endIcon={<OpenInNewRounded aria-hidden />}
      sx={{ px: 3.5, py: 1.25, borderWidth: 2, '&:hover': { borderWidth: 2 } }}
    >
      {companyCopy.visit}
      <Box component="span" sx={visuallyHidden}>
        {' '}
        {companyCopy.opensInNewTab}
      </Box>
    </Button>
  );
}
