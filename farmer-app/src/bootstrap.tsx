import { renderStandalone } from '@kisan-credit/shared-ui/role-app/renderStandalone';
import { FarmerApp } from './app/FarmerApp';

renderStandalone(FarmerApp, document.getElementById('root')!);
