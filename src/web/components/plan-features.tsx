import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';

export function PlanFeatures({ features }: { features: readonly string[] }) {
  return (
    <List dense disablePadding>
      {features.map((feature) => (
        <ListItem key={feature} disableGutters sx={{ py: 0.5 }}>
          <ListItemIcon sx={{ minWidth: 32 }}>
            <CheckCircleRounded fontSize="small" color="success" />
          </ListItemIcon>
          <ListItemText primary={feature} />
        </ListItem>
      ))}
    </List>
  );
}
