#define ZERO 0
#define NUL_CHAR '\0'
