/* freetype's raster/ftraster.c and smooth/ftgrays.c: a macro giving
 * a call's leading arguments (#define RAS_VARS worker, or nothing) */
static int line_up(int *arc)
{
	Line_Up(RAS_VARS ras.lastX, arc[1]);
	return arc[1];
}

static int bezier_up(int *arc)
{
	Bezier_Up(RAS_VARS 2, arc[1]);
	return arc[1];
}

static int render_line(int *arc)
{
	gray_render_line(RAS_VAR_ arc[0].x, arc[1]);
	return arc[1];
}
