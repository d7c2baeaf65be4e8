// included by rule.cocci, which it includes back
#include "rule.cocci"

@other@
@@
  g(2);
