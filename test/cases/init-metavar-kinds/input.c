struct point {
	int x, y;
};

struct segment {
	struct point from, to;
};

int area(int a)
{
	struct point p = { 1, 2 };
	struct point r = { .x = 1, .y = a };
	struct segment s = { { 1, 2 }, { 3, 4 } };
	struct segment t = { .to = { 3, 4 } };
	struct point c = (struct point){ 5, 6 };
	int n = a;

	return p.x + r.y + s.to.x + t.to.y + c.x + n;
}
