/* attribute name: __unused_x is an attribute in the rule's code */
#define __unused_x __attribute__((unused))
int keep;
static int a;
static int b;
int keep2;
