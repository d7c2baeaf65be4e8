/*
 * Script rules: Coccinelle's "@script:python@", "@initialize:python@"
 * and "@finalize:python@", run by CPython embedded from Debian's
 * libpython3-dev (pkg-config python3-embed).
 *
 * The decision a newcomer would question: the Python side (coccilib,
 * the cocci object, positions, running one script) is Python source
 * below, run once in __main__ when the first script runs, so the C
 * side only converts values and calls one function.  Scripts share
 * __main__'s globals, as in spatch, so what an initialize rule defines
 * is visible to every script after it.  What scripts print goes to
 * cfix's stdout (flushed after each run), as spatch's does: report and
 * org modes print nothing else on stdout.  A script calling sys.exit()
 * or os._exit() gets an error, not the end of cfix (whose exit status
 * would then say "no finding"): _cfix_run() turns both into a result.  While a file is matched it
 * goes instead to the buffer cfix_script_capture() names, that file's
 * output, so that workers running side by side cannot interleave it.
 *
 * A cfix built without Python (CFIX_HAVE_PYTHON undefined) parses
 * script rules and says, when one would run, that it cannot run it.
 */
#ifdef CFIX_HAVE_PYTHON
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#endif

#include "python.h"

#include <stdio.h>
#include <string.h>

#ifdef CFIX_HAVE_PYTHON

/* coccilib.report and coccilib.org print exactly what spatch 1.1.1's do. */
static const char bootstrap[] =
	"import io, marshal, os, sys, types, textwrap, traceback\n"
	"class _CfixExit(BaseException): pass\n"
	"_cfix_real_exit = os._exit\n"
	"_cfix_script_pid = None\n"
	"def _cfix_exit(status):\n"
	"    if os.getpid() != _cfix_script_pid:\n"
	"        _cfix_real_exit(status)\n"
	"    raise _CfixExit('os._exit(%r)' % (status,))\n"
	"os._exit = _cfix_exit\n"
	"class Comment:\n"
	"    def __init__(self, before, middle, after):\n"
	"        self.before = before\n"
	"        self.middle = middle\n"
	"        self.after = after\n"
	"class Location:\n"
	"    def __init__(self, file, element, line, column, line_end, column_end):\n"
	"        self.file = file\n"
	"        self.current_element = element\n"
	"        self.current_element_line = line\n"
	"        self.current_element_column = column\n"
	"        self.current_element_line_end = line_end\n"
	"        self.current_element_column_end = column_end\n"
	"        self.line = line\n"
	"        self.column = column\n"
	"        self.line_end = line_end\n"
	"        self.column_end = column_end\n"
	"    def __repr__(self):\n"
	"        return '%s:%s:%s-%s' % (self.file, self.line, self.column, self.column_end)\n"
	"_report_src = '''\n"
	"def build_report(p, msg):\n"
	"    return '%s:%s:%s-%s: %s' % (p.file, p.line, p.column, p.column_end, msg)\n"
	"def print_report(p, msg='ERROR'):\n"
	"    print(build_report(p, msg))\n"
	"'''\n"
	"_org_src = '''\n"
	"def build_link(p, msg, color):\n"
	"    return '[[view:%s::face=%s::linb=%s::colb=%s::cole=%s][%s]]' % (p.file, color, p.line, p.column, p.column_end, msg)\n"
	"def print_todo(p, msg='', color='ovl-face1'):\n"
	"    if msg == '': msg = '%s::%s' % (p.file, p.line)\n"
	"    print('* TODO %s' % build_link(p, msg, color))\n"
	"def print_link(p, msg='', color='ovl-face1'):\n"
	"    if msg == '': msg = '%s::%s' % (p.file, p.line)\n"
	"    print(build_link(p, msg, color))\n"
	"def print_safe_todo(p, msg='', color='ovl-face1'):\n"
	"    print_todo(p, msg.replace('[', '@(').replace(']', ')'), color)\n"
	"def print_safe_link(p, msg='', color='ovl-face1'):\n"
	"    print_link(p, msg.replace('[', '@(').replace(']', ')'), color)\n"
	"def print_main(msg, p, color='ovl-face1'):\n"
	"    if msg == '': m = '%s::%s' % (p[0].file, p[0].line)\n"
	"    else: m = '%s %s::%s' % (msg, p[0].file, p[0].line)\n"
	"    print_todo(p[0], m, color)\n"
	"def print_sec(msg, p, color='ovl-face2'):\n"
	"    print_link(p[0], msg, color)\n"
	"def print_secs(msg, ps, color='ovl-face2'):\n"
	"    for i in ps: print_link(i, msg, color)\n"
	"'''\n"
	"def _cfix_module(name, src):\n"
	"    m = types.ModuleType(name)\n"
	"    exec(src, m.__dict__)\n"
	"    sys.modules[name] = m\n"
	"    return m\n"
	"coccilib = types.ModuleType('coccilib')\n"
	"sys.modules['coccilib'] = coccilib\n"
	"coccilib.report = _cfix_module('coccilib.report', _report_src)\n"
	"coccilib.org = _cfix_module('coccilib.org', _org_src)\n"
	"class _CfixCocci:\n"
	"    def __init__(self): self.included = True\n"
	"    def include_match(self, b): self.included = bool(b)\n"
	"    def exit(self): self.exited = True\n"
	"    def print_main(self, *a): coccilib.org.print_main(*a)\n"
	"    def print_sec(self, *a): coccilib.org.print_sec(*a)\n"
	"    def print_secs(self, *a): coccilib.org.print_secs(*a)\n"
	"    def make_ident(self, s): return str(s)\n"
	"    def make_expr(self, s): return str(s)\n"
	"    def make_stmt(self, s): return str(s)\n"
	"    def make_stmt_with_env(self, env, s): return str(s)\n"
	"    def make_type(self, s): return str(s)\n"
	"    def make_listlen(self, n): return str(int(n))\n"
	"    def files(self): return list(self._files)\n"
	"cocci = _CfixCocci()\n"
	"make_ident = cocci.make_ident\n"
	"make_expr = cocci.make_expr\n"
	"_cfix_code = {}\n"
	"# spatch's coccinelle module: what scripts set there stays, for the\n"
	"# later scripts and a finalize rule's merge inputs\n"
	"_cfix_coccinelle = types.SimpleNamespace()\n"
	"class _CfixMerge:\n"
	"    def __init__(self, name): self.name = name\n"
	"def _cfix_run(code, filename, line, inputs, outputs, capture, cfile):\n"
	"    global _cfix_script_pid\n"
	"    _cfix_script_pid = os.getpid()\n"
	"    key = (filename, line)\n"
	"    if key not in _cfix_code:\n"
	"        _cfix_code[key] = compile('\\n' * (line - 1) + textwrap.dedent(code), filename, 'exec')\n"
	"    g = sys.modules['__main__'].__dict__\n"
	"    g.update(inputs)\n"
	"    # spatch's construct_script_variables: an output the script does\n"
	"    # not set keeps this text, an identifier for the rules below\n"
	"    for n in outputs:\n"
	"        setattr(_cfix_coccinelle, n, 'initial value: consider using coccinelle.varname')\n"
	"    out = _cfix_coccinelle\n"
	"    g['coccinelle'] = out\n"
	"    cocci.included = True\n"
	"    cocci.cocci_file = filename\n"
	"    cocci._files = [cfile] if cfile is not None else []\n"
	"    cocci.exited = False\n"
	"    stdout = sys.stdout\n"
	"    if capture:\n"
	"        sys.stdout = io.StringIO()\n"
	"    error = exited = None\n"
	"    try:\n"
	"        # a merge input: the value of this process, copied as\n"
	"        # spatch's marshal round trip copies it\n"
	"        for n, v in inputs.items():\n"
	"            if isinstance(v, _CfixMerge):\n"
	"                g[n] = [marshal.loads(marshal.dumps(getattr(_cfix_coccinelle, v.name)))]\n"
	"        exec(_cfix_code[key], g)\n"
	"    except _CfixExit as e:\n"
	"        exited = str(e)\n"
	"    except SystemExit as e:\n"
	"        exited = 'sys.exit(%r)' % (e.code,)\n"
	"    except BaseException:\n"
	"        error = traceback.format_exc()\n"
	"    finally:\n"
	"        printed = _cfix_printed(stdout)\n"
	"    if error or exited:\n"
	"        return (False, None, error, printed, exited)\n"
	"    vals = [str(getattr(out, n)) if hasattr(out, n) else None for n in outputs]\n"
	"    return (int(cocci.included) + 2 * cocci.exited, vals, None, printed, None)\n"
	"def _cfix_printed(stdout):\n"
	"    if sys.stdout is stdout:\n"
	"        sys.stdout.flush()\n"
	"        return None\n"
	"    text = sys.stdout.getvalue()\n"
	"    sys.stdout = stdout\n"
	"    return text\n";

static PyObject *run_function;	/* _cfix_run, or NULL before the start */
static const char *current_file;	/* cocci.files (): NULL, none */
static struct cfix_buf *capture;	/* where scripts print; NULL: stdout */
static bool py_exited;			/* the last script called cocci.exit() */
static PyObject *location_class;
static PyObject *merge_class;	/* _CfixMerge: a merge input, taken in _cfix_run */
static PyObject *comment_class;
static bool start_failed;

static int python_start(const struct cfix_rule *rule,
			struct cfix_diag_sink *sink)
{
	PyObject *globals, *result;

	if (run_function)
		return 0;
	if (start_failed)
		return -1;
	Py_InitializeEx(0);
	globals = PyModule_GetDict(PyImport_AddModule("__main__"));
	result = PyRun_String(bootstrap, Py_file_input, globals, globals);
	if (!result) {
		PyErr_Clear();
		start_failed = true;
		cfix_diag_add(sink, CFIX_DIAG_ERROR, rule->loc,
			      "cannot start the embedded Python for script rules");
		return -1;
	}
	Py_DECREF(result);
	run_function = PyDict_GetItemString(globals, "_cfix_run");
	location_class = PyDict_GetItemString(globals, "Location");
	Py_XINCREF(run_function);
	Py_XINCREF(location_class);
	comment_class = PyDict_GetItemString(globals, "Comment");
	Py_XINCREF(comment_class);
	merge_class = PyDict_GetItemString(globals, "_CfixMerge");
	Py_XINCREF(merge_class);
	return 0;
}

/* One place as a coccilib Location, its numbers as strings. */
static PyObject *location_object(const struct cfix_script_value *v)
{
	return PyObject_CallFunction(
		location_class, "ssNNNN", v->file, v->element ? v->element : "",
		PyUnicode_FromFormat("%u", v->line),
		PyUnicode_FromFormat("%u", v->column),
		PyUnicode_FromFormat("%u", v->line_end),
		PyUnicode_FromFormat("%u", v->column_end));
}

/* A position as spatch hands it to a script: a list of Locations, one
 * per place it was bound to in the match (several: a nest's
 * occurrences, sorted); a default "[]" (no file): an empty list. */
static PyObject *position_object(const struct cfix_script_value *v)
{
	PyObject *list = PyList_New(0);

	if (!list || !v->file)
		return list;
	for (; v; v = v->next) {
		PyObject *loc = location_object(v);

		if (!loc || PyList_Append(list, loc)) {
			Py_XDECREF(loc);
			Py_DECREF(list);
			return NULL;
		}
		Py_DECREF(loc);
	}
	return list;
}

/* A comments metavariable as spatch hands it to Python: a tuple of one
 * coccilib.elems.Comment, its before, middle and after the comments
 * joined by newlines. */
static PyObject *comments_object(const struct cfix_script_value *v)
{
	PyObject *parts[3], *comment, *tuple;

	for (int k = 0; k < 3; k++) {
		struct cfix_buf joined = { 0 };

		for (uint32_t i = 0; i < v->ncomments[k]; i++) {
			if (i)
				cfix_buf_addch(&joined, '\n');
			cfix_buf_adds(&joined, v->comment_lists[k][i]);
		}
		parts[k] = PyUnicode_DecodeUTF8(joined.data ? joined.data : "",
						(Py_ssize_t)joined.len,
						"replace");
		cfix_buf_release(&joined);
	}
	if (!parts[0] || !parts[1] || !parts[2] || !comment_class) {
		for (int k = 0; k < 3; k++)
			Py_XDECREF(parts[k]);
		return NULL;
	}
	comment = PyObject_CallFunction(comment_class, "NNN", parts[0],
					parts[1], parts[2]);
	if (!comment)
		return NULL;
	tuple = PyTuple_Pack(1, comment);
	Py_DECREF(comment);
	return tuple;
}

static PyObject *input_dict(const struct cfix_script_value *values,
			    uint32_t nvalues)
{
	PyObject *dict = PyDict_New();

	for (uint32_t i = 0; i < nvalues; i++) {
		const struct cfix_script_value *v = &values[i];
		const char *text = v->python_text ? v->python_text : v->text;
		PyObject *obj = v->comments ? comments_object(v)
			: v->merge ? PyObject_CallFunction(merge_class, "s", v->text)
			: v->position ? position_object(v)
					    : PyUnicode_DecodeUTF8(
						      text, strlen(text),
						      "replace");

		if (!obj) {
			PyErr_Clear();
			obj = Py_None;
			Py_INCREF(obj);
		}
		PyDict_SetItemString(dict, v->name, obj);
		Py_DECREF(obj);
	}
	return dict;
}

static PyObject *output_list(const struct cfix_rule *rule)
{
	PyObject *list = PyList_New(0);

	for (uint32_t i = 0; i < rule->nmetavars; i++) {
		if (!rule->metavars[i].script_output)
			continue;
		PyObject *name = PyUnicode_FromString(rule->metavars[i].name);

		PyList_Append(list, name);
		Py_DECREF(name);
	}
	return list;
}

/* Reads _cfix_run's (included, outputs, error, printed, exited) into
 * the caller's; what the script printed goes to the capture buffer.
 * file: the C file the script was given a position in, or NULL. */
static int take_result(const struct cfix_rule *rule, const char *file,
		       PyObject *result, struct cfix_arena *arena,
		       const char **outputs, bool *include,
		       struct cfix_diag_sink *sink)
{
	PyObject *error = PyTuple_GetItem(result, 2);
	PyObject *values = PyTuple_GetItem(result, 1);
	PyObject *printed = PyTuple_GetItem(result, 3);
	PyObject *exited = PyTuple_GetItem(result, 4);
	Py_ssize_t len;
	long flags;
	const char *text;

	if (capture && printed && printed != Py_None &&
	    (text = PyUnicode_AsUTF8AndSize(printed, &len)))
		cfix_buf_add(capture, text, (size_t)len);

	/* "no finding" must not come from a script that ended the run */
	if (exited && exited != Py_None) {
		cfix_diag_add(sink, CFIX_DIAG_ERROR, rule->loc,
			      "script rule '%s' called %s%s%s: a script rule "
			      "may not end cfix", rule->name,
			      PyUnicode_AsUTF8(exited), file ? " on " : "",
			      file ? file : "");
		return -1;
	}

	if (error && error != Py_None) {
		cfix_diag_add(sink, CFIX_DIAG_ERROR, rule->loc,
			      "script rule '%s' raised an exception:\n%s",
			      rule->name, PyUnicode_AsUTF8(error));
		return -1;
	}
	flags = PyLong_AsLong(PyTuple_GetItem(result, 0));
	*include = flags & 1;
	py_exited = (flags & 2) != 0;
	for (Py_ssize_t k = 0; values && k < PyList_Size(values); k++) {
		PyObject *v = PyList_GetItem(values, k);

		outputs[k] = v == Py_None ? NULL
			     : cfix_arena_strdup(arena, PyUnicode_AsUTF8(v));
	}
	return 0;
}

static int call_script(const struct cfix_rule *rule, const char *file,
		       PyObject *inputs, PyObject *outnames,
		       struct cfix_arena *arena,
		       const char **outputs, bool *include,
		       struct cfix_diag_sink *sink)
{
	PyObject *result;
	int status = -1;

	if (!capture)
		fflush(stdout);	/* cfix's own output first, in order */
	result = PyObject_CallFunction(run_function, "ssIOOOz",
				       rule->script_code, rule->loc.file,
				       (unsigned)rule->script_line, inputs,
				       outnames, capture ? Py_True : Py_False,
				       current_file);
	if (!result) {
		PyErr_Clear();
		cfix_diag_add(sink, CFIX_DIAG_ERROR, rule->loc,
			      "script rule '%s' could not be run", rule->name);
		return -1;
	}
	status = take_result(rule, file, result, arena, outputs, include,
			     sink);
	Py_DECREF(result);
	return status;
}

/* The C file of the first position among values, or NULL. */
static const char *position_file(const struct cfix_script_value *values,
				 uint32_t nvalues)
{
	for (uint32_t i = 0; i < nvalues; i++)
		if (values[i].position)
			return values[i].file;
	return NULL;
}

int cfix__script_run(const struct cfix_rule *rule,
		     const struct cfix_script_value *values, uint32_t nvalues,
		     struct cfix_arena *arena, const char **outputs,
		     bool *include, struct cfix_diag_sink *sink)
{
	PyObject *inputs, *outnames;
	int status;

	if (rule->script_ocaml)
		return cfix__ocaml_run(rule, values, nvalues, arena, outputs,
				       include, sink);
	*include = true;
	if (python_start(rule, sink))
		return -1;
	inputs = input_dict(values, nvalues);
	outnames = output_list(rule);
	status = call_script(rule, position_file(values, nvalues), inputs,
			     outnames, arena, outputs, include, sink);
	Py_DECREF(inputs);
	Py_DECREF(outnames);
	return status;
}

int cfix__script_run_once(const struct cfix_rule *rule,
			  struct cfix_diag_sink *sink)
{
	bool include;

	return cfix__script_run(rule, NULL, 0, NULL, NULL, &include, sink);
}

#endif

void cfix__python_set_file(const char *path)
{
#ifdef CFIX_HAVE_PYTHON
	current_file = path;
#else
	(void)path;
#endif
}

void cfix_script_capture(struct cfix_buf *out)
{
	cfix__ocaml_capture(out);
#ifdef CFIX_HAVE_PYTHON
	capture = out;
#else
	(void)out;
#endif
}

#ifndef CFIX_HAVE_PYTHON

static int no_python(const struct cfix_rule *rule, struct cfix_diag_sink *sink)
{
	cfix_diag_add(sink, CFIX_DIAG_ERROR, rule->loc,
		      "script rule '%s' cannot run: this cfix was built without "
		      "Python (install libpython3-dev and rebuild)", rule->name);
	return -1;
}

int cfix__script_run(const struct cfix_rule *rule,
		     const struct cfix_script_value *values, uint32_t nvalues,
		     struct cfix_arena *arena, const char **outputs,
		     bool *include, struct cfix_diag_sink *sink)
{
	if (rule->script_ocaml)
		return cfix__ocaml_run(rule, values, nvalues, arena, outputs,
				       include, sink);
	*include = true;
	return no_python(rule, sink);
}

int cfix__script_run_once(const struct cfix_rule *rule,
			  struct cfix_diag_sink *sink)
{
	bool include;

	return cfix__script_run(rule, NULL, 0, NULL, NULL, &include, sink);
}

#endif

bool cfix__script_exited(const struct cfix_rule *rule)
{
#ifdef CFIX_HAVE_PYTHON
	if (!rule->script_ocaml)
		return py_exited;
#endif
	return rule->script_ocaml && cfix__ocaml_exited();
}
