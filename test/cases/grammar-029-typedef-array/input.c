typedef int vec[3];
typedef char name_t;
