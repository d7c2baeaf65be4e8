// included by ../rule.cocci: its rules run first, its virtual rule
// counts, and the including file's rules see its rule names
#include "virtuals.cocci"

@called@
identifier fn;
@@
  fn(1);
