(* coccilib.ml: what cfix's OCaml toplevel runs before the first script
   rule (script_ocaml.c sends it, embedded in the binary): the parts of
   Coccinelle's Coccilib that scripts use, as spatch 1.1.1 defines them
   (ocaml/coccilib.ml), and Cfix__, the protocol with cfix.

   The decision a newcomer would question: a metavariable's value is its
   code as a string (spatch hands an Ast_c tree to "(_, x) << r.x"; cfix
   hands a list metavariable's elements as a string list, any other as
   the string), and make_ident and kin keep the string they are given.
   What is not here (Ast_c, Visitor_c) fails to compile, and cfix
   names it. *)

#directory "+compiler-libs";;

(* spatch links Str and Unix into the code scripts run: so does cfix *)
#load "str.cma";;
#load "unix.cma";;

(* the toplevel prints no "val x : t = ..." line, only an uncaught
   exception of a phrase (an initialize rule's) *)
let () =
  let print = !Toploop.print_out_phrase in
  Toploop.print_out_phrase :=
    fun ppf phrase ->
      match phrase with
      | Outcometree.Ophr_exception _ -> print ppf phrase
      | _ -> ();;

module Coccilib = struct
  type pos = {
    current_element : string;
    current_element_line : int;
    current_element_col : int;
    current_element_line_end : int;
    current_element_col_end : int;
    file : string;
    line : int;
    col : int;
    line_end : int;
    col_end : int;
  }

  (* a script output: what make_ident and kin make of a string *)
  type binding =
    | NoVal
    | Ident of string
    | Expr of string
    | Stmt of string
    | Type of string
    | PragmaInfo of string
    | Listlen of int
    | Position of pos list

  let make_ident s = Ident s
  let make_expr s = Expr s
  let make_expr_with_env _ s = Expr s
  let make_stmt s = Stmt s
  let make_stmt_with_env _ s = Stmt s
  let make_type s = Type s
  let make_pragmainfo s = PragmaInfo s
  let make_listlen i = Listlen i

  let make_full_position fl fn ce_startl ce_startc ce_endl ce_endc
      startl startc endl endc =
    Position
      [ { current_element = fn; current_element_line = ce_startl;
          current_element_col = ce_startc; current_element_line_end = ce_endl;
          current_element_col_end = ce_endc; file = fl; line = startl;
          col = startc; line_end = endl; col_end = endc } ]

  let make_position fl fn startl startc endl endc =
    make_full_position fl fn (-1) (-1) (-1) (-1) startl startc endl endc

  let inc_match = ref true
  let include_match x = inc_match := x

  (* no further rule runs on the file (what was changed stays) *)
  let exited = ref false
  let exit () = exited := true
  let cocci_version () = "1.1.1"

  (* the files of the run's current group, as spatch's Flag.currentfiles:
     with cfix, the file whose matches the script sees ([] in an
     initialize rule); cfix__ocaml_set_file() sets it per request *)
  let current_files = ref ([] : string list)
  let files () = !current_files
  let basename_pos pos = { pos with file = Filename.basename pos.file }

  (* org mode, as spatch prints it *)
  let build_link p msg color =
    if p.line = p.line_end then
      Printf.sprintf "[[view:%s::face=%s::linb=%d::colb=%d::cole=%d][%s]]"
        p.file color p.line p.col p.col_end msg
    else
      Printf.sprintf
        "[[view:%s::face=%s::linb=%d::line=%d::colb=%d::cole=%d][%s]]"
        p.file color p.line p.line_end p.col p.col_end msg

  let default_msg p msg =
    if msg = "" then Printf.sprintf "%s::%d" p.file p.line else msg

  let print_todo ?(color = "ovl-face1") ?(msg = "") p =
    Printf.printf "* TODO %s\n" (build_link p (default_msg p msg) color)

  let print_link ?(color = "ovl-face2") ?(msg = "") p =
    Printf.printf "%s\n" (build_link p (default_msg p msg) color)

  let replace_all s from into =
    String.concat into (String.split_on_char from s)

  let safe msg = replace_all (replace_all msg '[' "@(") ']' ")"

  let print_safe_todo ?(color = "ovl-face1") ?(msg = "") p =
    print_todo ~color ~msg:(safe msg) p

  let print_safe_link ?(color = "ovl-face2") ?(msg = "") p =
    print_link ~color ~msg:(safe msg) p

  let print_main ?(color = "ovl-face1") msg ps =
    let p = List.hd ps in
    let msg =
      if msg == "" then Printf.sprintf "%s::%d" p.file p.line
      else Printf.sprintf "%s %s::%d" msg p.file p.line in
    print_todo ~color ~msg p

  let print_sec ?(color = "ovl-face2") msg ps =
    print_link ~color ~msg (List.hd ps)

  let print_secs ?(color = "ovl-face2") msg ps =
    List.iter (fun p -> print_link ~color ~msg p) ps
end;;

(* The protocol: cfix sends Cfix__.start, the script's phrases, then
   Cfix__.finish, which prints the marker and one line: the status (0
   ran, 1 raised, 2 did not run: a compile error above), include_match,
   the exception, then each output (hex, or "-" when unset). *)
module Cfix__ = struct
  let ran = ref false
  let failure = ref ""
  let outputs : Coccilib.binding ref list ref = ref []

  let start () =
    ran := false;
    failure := "";
    outputs := [];
    Coccilib.inc_match := true;
    Coccilib.exited := false

  let call count f =
    let refs = List.init count (fun _ -> ref Coccilib.NoVal) in
    outputs := refs;
    try f refs; ran := true
    with e -> failure := Printexc.to_string e

  let hex s =
    if s = "" then "-"
    else
      String.concat ""
        (List.init (String.length s)
           (fun i -> Printf.sprintf "%02x" (Char.code s.[i])))

  let output = function
    | Coccilib.NoVal | Coccilib.Position _ -> "-"
    | Coccilib.Ident s | Coccilib.Expr s | Coccilib.Stmt s
    | Coccilib.Type s | Coccilib.PragmaInfo s -> "=" ^ hex s
    | Coccilib.Listlen n -> "=" ^ hex (string_of_int n)

  let finish () =
    Format.print_flush ();
    Format.pp_print_flush Format.err_formatter ();
    flush stderr;
    let status = if !ran then 0 else if !failure <> "" then 1 else 2 in
    Printf.printf "\001CFIX-END %d %d %s" status
      ((if !Coccilib.inc_match then 1 else 0)
       + if !Coccilib.exited then 2 else 0) (hex !failure);
    List.iter (fun r -> print_string (" " ^ output !r)) !outputs;
    print_string "\n";
    flush stdout
end;;

open Coccilib;;

let () = Cfix__.start (); Cfix__.ran := true; Cfix__.finish ();;
