import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useAdminAddress } from '../shared/useAdminAddress';
import { useAdminText } from '../text';
import { SignInFields, useSignIn } from './SignInFields';

/**
 * Signing in inside the admin's app, after Logout or an ended session, so the edits in memory survive.
 * An address typed or bookmarked gets the server's plain page (src/server/admin-auth/login-page), which
 * loads none of this app; both say and check the same, from the same dictionaries.
 */
export function LoginScreen() {
  const t = useAdminText();
  const navigate = useNavigate();
  const address = useAdminAddress();
  const signIn = useSignIn(() => navigate(address('/admin/dashboard')));
  const { checking, locked } = signIn;
  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 2 }}
    >
      <title>{t('admin.title')}</title>
      <meta name="robots" content="noindex" />
      <Paper sx={{ width: '100%', maxWidth: 400, p: { xs: 3, sm: 4 } }} elevation={2}>
        <Typography variant="h1" sx={{ textAlign: 'center', color: 'primary.dark' }}>
          {t('admin.title')}
        </Typography>
        <Typography sx={{ textAlign: 'center', color: 'text.secondary', mb: 3 }}>
          {t('login.subtitle')}
        </Typography>
        <Box component="form" noValidate onSubmit={signIn.submit} sx={{ display: 'grid', gap: 2 }}>
          <SignInFields signIn={signIn} disabled={locked} filled />
          <Button type="submit" variant="contained" size="large" disabled={locked || checking}>
            {checking ? t('login.checking') : t('login.submit')}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
