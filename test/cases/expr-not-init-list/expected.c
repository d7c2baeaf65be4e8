struct point {
	int x, y;
};

int init(int);

int sum(int a)
{
	struct point p = { 1, 2 };
	int q[2] = { 3, 4 };

	return p.x + q[1] + n;
}
