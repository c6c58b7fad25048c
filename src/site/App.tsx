import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { SiteFrame } from './frame/SiteFrame';
import { ContentRoute } from './pages/ContentRoute';

/** The public site at every address; the admin, when given, at /admin/* (the browser passes it, lazily loaded). */
export function App({ admin: Admin }: { admin?: ComponentType | undefined }) {
  return (
    <Routes>
      {Admin && <Route path="/admin/*" element={<Admin />} />}
      <Route
        path="*"
        element={
          <SiteFrame>
            <ContentRoute />
          </SiteFrame>
        }
      />
    </Routes>
  );
}
