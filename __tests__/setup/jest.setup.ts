import '@testing-library/jest-dom';

// The export uses trailingSlash: true; next/link adds the slash only when this flag is set.
process.env.__NEXT_TRAILING_SLASH = 'true';
