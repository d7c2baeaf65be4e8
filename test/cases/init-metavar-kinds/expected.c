struct point {
	int x, y;
};

struct segment {
	struct point from, to;
};

int area(int a)
{
	struct point l_p = { 1, 2 };
	struct point i_r = { .x = 1, .y = a };
	struct segment i_s = { { 1, 2 }, { 3, 4 } };
	struct segment i_t = { .to = { 3, 4 } };
	struct point e_c = (struct point){ 5, 6 };
	int e_n = a;

	return p.x + r.y + s.to.x + t.to.y + c.x + n;
}
