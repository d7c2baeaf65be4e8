// two #include lines in a rule that adds code: spatch 1.1.1 matches
// nothing with several include lines; refused rather than guessed
@@
@@

  #include <linux/kernel.h>
+ #include <linux/mutex.h>
  #include <linux/slab.h>
