// The Rslib brand: token overrides only. Components come from @rsdocs/theme.
import './brand.css';
