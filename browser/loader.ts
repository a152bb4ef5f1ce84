// The loader's file: the framework's scripts after the first paint, or when the visitor asks.
import { loadFrameworkWhenDue } from './load-framework';

loadFrameworkWhenDue(document);
