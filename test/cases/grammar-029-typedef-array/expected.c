typedef int vec3[3];
typedef char name_t;
