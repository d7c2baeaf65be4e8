typedef int ivec3[3];
typedef float fvec3[3];

struct point {
	int id;
	int m[3][3];
	int pos[3];
	int vel[3];
	char tag;
};

struct box {
	float corner[3];
	float size;
};

struct other {
	int pos[3];
};
