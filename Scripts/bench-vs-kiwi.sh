#!/usr/bin/env bash
# Ours vs kiwi (C++) on the benchmark kit's workloads, in the same run.
#
#   Scripts/bench-vs-kiwi.sh                       # default ladders (kiwi skipped where it would take minutes)
#   WORKLOADS=chain,feed SIZES_chain=100,10000 Scripts/bench-vs-kiwi.sh
#   WORKLOADS=cell Scripts/bench-vs-kiwi.sh        # one self-sizing cell re-measured per row (kiwi's peer cost)
#   REPEAT=5 KIWI_TIMEOUT=120 OUT=bench-results Scripts/bench-vs-kiwi.sh
#   BASELINE=../old/.build/release/autolayout Scripts/bench-vs-kiwi.sh   # before/after a change
#   DOC_SIZES=1000,10000 (default; empty: none)   # chain/grid/nested as documents: first layout vs raw
#
# Needs the benchmark kit (BENCH_KIT, default ../shared/bench next to this repository), Python 3
# with pip (the kiwi sdist comes from PyPI) and a C++17 compiler. Builds our release binary,
# generates the workloads with gen_workloads.py, builds kiwi_bench and direct_bench into $OUT/kiwi,
# runs every solver on every workload and prints a Markdown table with the ratios ours/kiwi (and
# ours/baseline when BASELINE names another build of the `autolayout` binary, run in the same loop).
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
kit="${BENCH_KIT:-${here}/../shared/bench}"
out="${OUT:-${here}/bench-results}"
repeat="${REPEAT:-5}"
kiwi_timeout="${KIWI_TIMEOUT:-300}"
workloads="${WORKLOADS:-chain,grid,feed,nested,priorities,cell}"
# Sizes: the kit's ladders (kiwi runs on these) plus the large ones only we run.
declare -A sizes=(
  [chain]="${SIZES_chain:-50,100,200,400,1000,10000,100000}"
  [grid]="${SIZES_grid:-100,400,1000,10000}"
  [feed]="${SIZES_feed:-10,30,100,300,1000,10000,100000}"
  [nested]="${SIZES_nested:-100,1000,4000,10000,100000}"
  [priorities]="${SIZES_priorities:-48,96,200,400,1000,10000}"
  [cell]="${SIZES_cell:-60,600}"
)
# kiwi is superlinear: above these sizes one build takes minutes to hours.
declare -A kiwi_max=([chain]=400 [grid]=1000 [feed]=300 [nested]=10000 [priorities]=400 [cell]=100000)

test -f "${kit}/gen_workloads.py" || { echo "benchmark kit not found at ${kit} (set BENCH_KIT)" >&2; exit 2; }
mkdir -p "${out}/workloads" "${out}/kiwi"
results="${out}/results.jsonl"
: > "${results}"

echo "building ours (release)..." >&2
swift build -c release --package-path "${here}" --product autolayout >&2
ours="$(swift build -c release --package-path "${here}" --show-bin-path)/autolayout"
echo "building kiwi_bench and direct_bench..." >&2
BUILD_DIR="${out}/kiwi" bash "${kit}/build_kiwi_bench.sh" >&2

IFS=',' read -r -a wl_list <<< "${workloads}"
for w in "${wl_list[@]}"; do
  if [ "${w}" = "cell" ]; then
    # Ours: the cell system of Benchmarks' SelfSizingCell; size = rows measured (edit steps).
    python3 "${here}/Scripts/gen-cell-workload.py" "${out}/workloads" --sizes "${sizes[$w]}" >&2
  else
    python3 "${kit}/gen_workloads.py" "${out}/workloads" --workloads "${w}" --sizes "${sizes[$w]}" >&2
  fi
  IFS=',' read -r -a size_list <<< "${sizes[$w]}"
  for n in "${size_list[@]}"; do
    file="${out}/workloads/${w}-${n}.json"
    r="${repeat}"; [ "${n}" -ge 10000 ] && r=1
    echo "  ${w}-${n}" >&2
    "${ours}" system "${file}" --bench --repeat "${r}" >> "${results}"
    if [ -n "${BASELINE:-}" ]; then
      "${BASELINE}" system "${file}" --bench --repeat "${r}" \
        | sed 's/"solver": *"swift-autolayout"/"solver": "baseline"/' >> "${results}"
    fi
    if [ "${n}" -le "${kiwi_max[$w]}" ]; then
      timeout "${kiwi_timeout}" "${out}/kiwi/kiwi_bench" --repeat "${r}" "${file}" >> "${results}" \
        || echo "{\"solver\": \"kiwi-cpp\", \"workload\": \"${w}\", \"size\": ${n}, \"timeout_s\": ${kiwi_timeout}}" >> "${results}"
    fi
    if [ "${w}" != "priorities" ] && [ "${w}" != "cell" ]; then
      "${out}/kiwi/direct_bench" "${file}" >> "${results}" 2>/dev/null || true
    fi
  done
done

# The same systems through the view layer (issue 24's "first layout / raw solver"): chain, grid
# and nested written as layout documents, solved by `autolayout solve --bench`.
doc_sizes="${DOC_SIZES-1000,10000}"
if [ -n "${doc_sizes}" ]; then
  python3 "${here}/Scripts/gen-scale-documents.py" "${out}/documents" --sizes "${doc_sizes}" >&2
  IFS=',' read -r -a doc_list <<< "${doc_sizes}"
  for w in chain grid nested; do
    for n in "${doc_list[@]}"; do
      doc="${out}/documents/${w}-${n}.layout.yaml"
      [ -f "${doc}" ] || continue
      echo "  ${w}-${n} (document)" >&2
      for _ in $(seq 1 "${repeat}"); do
        "${ours}" solve "${doc}" --bench \
          | sed "s/^{/{\"workload\": \"${w}\", \"size\": ${n}, /" >> "${results}"
      done
    done
  done
fi

python3 "${here}/Scripts/bench_table.py" "${results}"
