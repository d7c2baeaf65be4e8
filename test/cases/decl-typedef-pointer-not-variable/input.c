typedef struct point *point_ref;
typedef long *slots_t[3];
typedef int (*handler_t)(int);
