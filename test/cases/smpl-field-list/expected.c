typedef int ivec3[3];
typedef float fvec3[3];

struct point {
	int id;
	int m[3][3];
	ivec3 pos;
	ivec3 vel;
	char tag;
};

struct box {
	fvec3 corner;
	float size;
};

struct other {
	int pos[3];
};
